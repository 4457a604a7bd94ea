/** The source of "now". Tests inject a fixed or stepping clock so expiry and timestamps are deterministic. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
