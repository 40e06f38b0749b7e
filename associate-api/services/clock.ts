// Time is injected so tests can age sessions and recovery links without waiting.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
