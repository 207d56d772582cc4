// At most `size` holders at once; the others wait their turn, first come first served. Used to bound
// the memory of work that cannot be made smaller (decoding pictures, reading upload bodies).

export interface Semaphore {
  /** Resolves with a release function once a place is free. */
  acquire(): Promise<() => void>;
  /** Runs `work` in a place, releasing it however the work ends. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function semaphore(size: number): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  const acquire = async () => {
    if (active < size) active += 1;
    else await new Promise<void>((resolve) => queue.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    acquire,
    async run(work) {
      const done = await acquire();
      try {
        return await work();
      } finally {
        done();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
