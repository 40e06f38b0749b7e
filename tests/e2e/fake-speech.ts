// A stand-in for the device's speech engine (window.speechSynthesis), which the 'Ouvir' player
// reads aloud with: headless Chromium may have no voice at all, and a real one cannot be asserted.
// Like the engine it replaces, it offers its voices only after a moment ('voiceschanged'), fires
// start and boundary events when an utterance begins and error 'interrupted' when cancel() cuts
// it. It never finishes an utterance on its own: the test says when the current one has been
// heard (`finishUtterance`), so every state of the player can be looked at as long as needed.
import type { Page } from '@playwright/test';

export type FakeVoice = { name: string; lang: string; localService: boolean };
export type SpokenUtterance = { text: string; lang: string; voice: string | null };
type FakeLog = { spoken: SpokenUtterance[]; cancels: number; speaking: boolean };

export const BRAZILIAN_VOICE: FakeVoice = { name: 'Maria (Brasil)', lang: 'pt-BR', localService: true };
/** Android's engine names its languages with an underscore. */
export const ANDROID_BRAZILIAN_VOICE: FakeVoice = { name: 'Português (Brasil)', lang: 'pt_BR', localService: true };
export const ENGLISH_VOICE: FakeVoice = { name: 'Samantha', lang: 'en-US', localService: true };
/** A voice that sends the text to its maker's servers (Chrome's 'Google português do Brasil'). */
export const NETWORK_BRAZILIAN_VOICE: FakeVoice = { name: 'Google português do Brasil', lang: 'pt-BR', localService: false };

export async function installFakeSpeech(page: Page, voices: FakeVoice[]): Promise<void> {
  await page.addInitScript((offered: FakeVoice[]) => {
    type Handler = ((event: Event) => void) | null;
    class FakeUtterance extends EventTarget {
      lang = '';
      voice: FakeVoice | null = null;
      rate = 1;
      pitch = 1;
      volume = 1;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      onboundary: Handler = null;
      text: string;
      constructor(text = '') {
        super();
        this.text = text;
      }
      fire(type: string, details: Record<string, unknown> = {}): void {
        const event = Object.assign(new Event(type), { utterance: this, charIndex: 0, elapsedTime: 0, name: 'word' }, details);
        (this as unknown as Record<string, Handler>)[`on${type}`]?.call(this, event);
        this.dispatchEvent(event);
      }
    }
    let voicesReady = false;
    let current: FakeUtterance | undefined;
    const queue: FakeUtterance[] = [];
    const log: FakeLog = { spoken: [], cancels: 0, speaking: false };
    const engine = Object.assign(new EventTarget(), {
      get speaking() { return Boolean(current); },
      get pending() { return queue.length > 0; },
      paused: false,
      onvoiceschanged: null as Handler,
      getVoices: () => (voicesReady ? offered.map((voice) => ({ ...voice, voiceURI: voice.name, default: false })) : []),
      speak(utterance: FakeUtterance) {
        queue.push(utterance);
        if (!current) setTimeout(next);
      },
      cancel() {
        log.cancels += 1;
        queue.length = 0;
        const cut = current;
        current = undefined;
        log.speaking = false;
        cut?.fire('error', { error: 'interrupted' });
      },
      pause() { engine.paused = true; },
      resume() { engine.paused = false; },
    });
    function next(): void {
      if (current) return;
      current = queue.shift();
      log.speaking = Boolean(current);
      if (!current) return;
      log.spoken.push({ text: current.text, lang: current.lang, voice: current.voice?.name ?? null });
      current.fire('start');
      // A word boundary at each space, as engines report while they speak.
      for (const match of current.text.matchAll(/\S+/g)) current.fire('boundary', { charIndex: match.index, charLength: match[0].length });
    }
    Object.assign(window, {
      __fakeSpeech: {
        log,
        finishUtterance() {
          const done = current;
          current = undefined;
          log.speaking = false;
          done?.fire('end');
          next();
        },
      },
    });
    Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true, writable: true });
    // Voices are installed a moment after the page starts, as real engines announce them.
    setTimeout(() => {
      voicesReady = true;
      const event = new Event('voiceschanged');
      engine.onvoiceschanged?.(event);
      engine.dispatchEvent(event);
    }, 100);
  }, voices);
}

/** What the engine was asked to say, in order, and how often speaking was cut. */
export function speechLog(page: Page): Promise<FakeLog> {
  return page.evaluate(() => (window as unknown as { __fakeSpeech: { log: FakeLog } }).__fakeSpeech.log);
}

/** The member has heard the current utterance: the engine says it ended and takes the next. */
export async function finishUtterance(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __fakeSpeech: { finishUtterance(): void } }).__fakeSpeech.finishUtterance());
}
