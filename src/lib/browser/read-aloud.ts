// 'Ouvir': reads a page's text aloud with the browser's own speech synthesis, for members who read
// slowly and have no screen reader. Only voices installed on the device are used (localService): a
// network voice would send what the member reads to another company's servers, and nothing of the
// portal talks to a third party (DESIGN §6). The controls are server-rendered `hidden` and shown here
// only once such a Portuguese voice exists, so browsers without one (or without scripts) never show a
// button that cannot work.
//
// The text is spoken one sentence at a time and the paragraph being read is highlighted. Pausing
// cancels and 'Continuar' repeats the current sentence: speechSynthesis.pause() does nothing in
// Android's browsers, the old phones many members read on, and desktop Chrome drops a paused
// utterance after about 15 s, while cancel and speak behave the same everywhere.
const BLOCKS = 'h1, h2, h3, summary, p, li, dt, dd';
const CURRENT = 'read-aloud__current';
const STATUS = { reading: 'Lendo…', paused: 'Pausado', stopped: 'Leitura interrompida', done: 'Leitura concluída' };

let playing: ReadAloud | undefined;

/** The device's Portuguese voice, Brazilian if there is one ('pt-BR', or 'pt_BR' on Android);
 * undefined while there is none. */
function portugueseVoice(): SpeechSynthesisVoice | undefined {
  const local = speechSynthesis.getVoices().filter((voice) => voice.localService && /^pt([-_]|$)/i.test(voice.lang));
  return local.find((voice) => /^pt[-_]BR$/i.test(voice.lang)) ?? local[0];
}

class ReadAloud extends HTMLElement {
  private sentences: { text: string; block: Element }[] = [];
  /** The sentence being read or paused on; -1 while nothing is. */
  private index = -1;
  // Cancelling fires 'end' or 'error' on the utterance it cut: only the latest one's events count.
  private spoken?: SpeechSynthesisUtterance;

  connectedCallback(): void {
    const [listen, pause, stop] = this.querySelectorAll('button');
    listen!.onclick = () => this.start();
    pause!.onclick = () => (this.spoken ? this.halt('paused') : this.speak());
    stop!.onclick = () => this.halt('stopped');
    // A closed FAQ answer, or a page left, stops talking.
    this.closest('details')?.addEventListener('toggle', (event) => {
      if (!(event.target as HTMLDetailsElement).open) this.halt('stopped');
    });
    addEventListener('pagehide', () => this.halt('stopped'));
    const show = () => { this.hidden = !portugueseVoice(); };
    speechSynthesis.addEventListener('voiceschanged', show);
    show();
  }

  private start(): void {
    if (playing && playing !== this) playing.halt('stopped');
    playing = this;
    const target = document.getElementById(this.dataset.texto!)!;
    const blocks = [...target.querySelectorAll(BLOCKS)].filter((block) =>
      !block.closest('read-aloud, [data-ouvir-pular]') && !block.parentElement!.closest(BLOCKS));
    this.sentences = blocks.flatMap((block) =>
      // Split after a sentence's mark and a space, so '1.234,56' and 'R$ 1.000' stay whole.
      block.textContent!.replace(/\s+/g, ' ').replace(/([.!?…:;]) /g, '$1\n').split('\n').map((text) => text.trim()).filter(Boolean).map((text) => ({ text, block })));
    this.index = 0;
    this.speak();
  }

  private speak(): void {
    const sentence = this.sentences[this.index];
    if (!sentence) return this.halt('done');
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.lang = 'pt-BR';
    utterance.voice = portugueseVoice() ?? null;
    utterance.onend = () => {
      if (this.spoken !== utterance) return;
      this.index += 1;
      this.speak();
    };
    utterance.onerror = utterance.onend;
    this.spoken = utterance;
    // Anything still queued (another page's player, a cut sentence) would be read first.
    if (speechSynthesis.speaking || speechSynthesis.pending) speechSynthesis.cancel();
    this.highlight(sentence.block);
    this.show('reading');
    speechSynthesis.speak(utterance);
  }

  private halt(state: 'paused' | 'stopped' | 'done'): void {
    if (this.index < 0) return;
    this.spoken = undefined;
    speechSynthesis.cancel();
    if (state !== 'paused') {
      this.index = -1;
      this.highlight();
    }
    this.show(state);
  }

  private highlight(block?: Element): void {
    if (block?.classList.contains(CURRENT)) return;
    document.querySelectorAll(`.${CURRENT}`).forEach((element) => element.classList.remove(CURRENT));
    if (!block) return;
    block.classList.add(CURRENT);
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    block.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }

  /** Buttons and the announced status of a state; focus follows when its button goes away. */
  private show(state: keyof typeof STATUS): void {
    const [listen, pause, stop, status] = this.querySelectorAll<HTMLElement>('button, [role=status]');
    const idle = state === 'stopped' || state === 'done';
    const focused = document.activeElement as HTMLElement;
    listen!.hidden = !idle;
    pause!.hidden = stop!.hidden = idle;
    pause!.textContent = state === 'paused' ? 'Continuar' : 'Pausar';
    // Said once per change: a screen reader would repeat an unchanged status at every sentence.
    if (status!.textContent !== STATUS[state]) status!.textContent = STATUS[state];
    if (this.contains(focused) && focused.hidden) (idle ? listen : pause)!.focus();
  }
}

if ('speechSynthesis' in window) customElements.define('read-aloud', ReadAloud);
