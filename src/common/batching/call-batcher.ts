interface WaitingCall<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/**
 * Answers single calls through a batch function, one batch at a time: the calls made while a batch
 * runs make up the next one. Under load, many concurrent jobs share one database statement; a lone
 * call waits only for the current turn of the event loop to end.
 */
export class CallBatcher<In, Out> {
  private waiting: WaitingCall<In, Out>[] = [];
  private draining = false;

  /** `runBatch` answers one output per input, in the same order; if it throws, every call of the batch does. */
  constructor(
    private readonly runBatch: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatchSize = 500,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatchSize);
      try {
        const outputs = await this.runBatch(batch.map((call) => call.input));
        batch.forEach((call, i) => call.resolve(outputs[i]));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    this.draining = false;
  }
}
