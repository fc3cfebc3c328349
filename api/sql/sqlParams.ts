/** Collects bound parameters; SQL text only ever holds `$n` placeholders for values. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy holding the same values, to extend for a different statement. */
  clone(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}
