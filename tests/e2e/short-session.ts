// The idle limit of the stack the 'Login expirado' journeys run on: long enough for the sign-in's
// last step and the dashboard that follows it on a busy machine, short enough that the journey
// waits only a few seconds for the session to go idle.
export const SHORT_IDLE_SECONDS = 4;
