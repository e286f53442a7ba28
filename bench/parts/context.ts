/** What every part of the bench gets from bench/run.ts. */
export type PartContext = {
  /** bench/out: raw figures, logs. */
  out: string;
  /** $TMPDIR/cda-bench: the build's copy, the floor's build, data folders. */
  work: string;
  /** The copied standalone build of the portal. */
  appDir: string;
  step: (message: string) => void;
};
