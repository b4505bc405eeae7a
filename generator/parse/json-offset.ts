/**
 * Where a JSON text stops being JSON: V8's JSON.parse names an offset for some errors ("at position
 * 32") but not for an unexpected token, so a manifest problem could not name its line. This scanner
 * follows RFC 8259 and returns the offset of the first character that breaks it.
 */
const WS = new Set([' ', '\t', '\n', '\r']);

class Scanner {
  i = 0;
  constructor(readonly text: string) {}
  ws(): void {
    while (WS.has(this.text[this.i] ?? '')) this.i++;
  }
  fail(): never {
    throw new JsonOffset(this.i);
  }
  value(): void {
    this.ws();
    const c = this.text[this.i];
    if (c === '{') return this.container('}', true);
    if (c === '[') return this.container(']', false);
    if (c === '"') return this.string();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (!number) this.fail();
    this.i += number[0].length;
  }
  container(close: string, keyed: boolean): void {
    this.i++;
    this.ws();
    if (this.text[this.i] === close) return void this.i++;
    for (;;) {
      if (keyed) {
        this.ws();
        if (this.text[this.i] !== '"') this.fail();
        this.string();
        this.ws();
        if (this.text[this.i] !== ':') this.fail();
        this.i++;
      }
      this.value();
      this.ws();
      const c = this.text[this.i];
      if (c === close) return void this.i++;
      if (c !== ',') this.fail();
      this.i++;
    }
  }
  string(): void {
    this.i++;
    for (;;) {
      const c = this.text[this.i];
      if (c === undefined || c < ' ') this.fail();
      if (c === '"') return void this.i++;
      if (c === '\\') {
        this.i++;
        const e = this.text[this.i] ?? '';
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 1, this.i + 5))) this.fail();
          this.i += 4;
        } else if (!'"\\/bfnrt'.includes(e) || e === '') this.fail();
      }
      this.i++;
    }
  }
}

class JsonOffset {
  constructor(readonly offset: number) {}
}

/** The offset of the first character of `text` that is not valid JSON, or undefined for valid JSON. */
export function jsonErrorOffset(text: string): number | undefined {
  const scanner = new Scanner(text);
  try {
    scanner.value();
    scanner.ws();
    return scanner.i < text.length ? scanner.i : undefined;
  } catch (error) {
    if (error instanceof JsonOffset) return error.offset;
    throw error;
  }
}
