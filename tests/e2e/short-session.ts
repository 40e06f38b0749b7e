// The idle limit of the stack the 'Login expirado' journeys run on: long enough to sign in and
// reach the dashboard on a slow machine, short enough that the test waits only a few seconds.
export const SHORT_IDLE_SECONDS = 6;
