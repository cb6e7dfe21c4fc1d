import { callKey } from '@shop/contract/call-key';

/**
 * The initial data of a page the server rendered: the answers to the public calls of its first
 * screen (server/src/http/initial-data), written into the page. The browser hydrates the screen
 * from exactly these (app/first-screen.ts), or paints it without an API round trip. The element
 * keeps its id `first-answers`: the server writes it under that name.
 */
type Answer = Record<string, unknown>;

/** After start-up a page asks the network, so nothing read here can have grown old. */
const FRESH_FOR_MS = 30_000;

export class InitialData {
  private readonly answers = new Map<string, Answer>();

  /** `text` is the data block's content; anything unreadable leaves the page to the network. */
  constructor(text: string | null | undefined) {
    try {
      const listed = JSON.parse(text || '[]') as { call: string; body: Answer; answer: Answer }[];
      for (const { call, body, answer } of listed) this.answers.set(callKey(call, body), answer);
    } catch {
      this.answers.clear();
    }
  }

  /** The answer for exactly this call and body, once, and only while the page is starting. */
  take(call: string, body: Record<string, unknown>, now: number): Answer | undefined {
    if (now > FRESH_FOR_MS) this.answers.clear();
    const key = callKey(call, body);
    const answer = this.answers.get(key);
    this.answers.delete(key);
    return answer;
  }
}

let fromPage: InitialData | undefined;

/** The answer the page came with for this call and body, if any; every later call goes out. */
export function takeInitialData(call: string, body: Record<string, unknown>): Answer | undefined {
  fromPage ??= new InitialData(document.getElementById('first-answers')?.textContent);
  return fromPage.take(call, body, performance.now());
}
