/** How long a back/forward restore keeps trying while the page's content is still arriving. */
const restoreFrames = 90;

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `${Date.now().toString(36)}-${keyCounter}`;
}

interface KeyedState {
  readonly scrollKey?: string;
}

/**
 * Scroll positions keyed by history entry: each entry gets a key in history.state, the position is saved when the
 * entry is left and restored when back/forward returns to it. New pages start at the top, or at their #anchor.
 */
export class ScrollMemory {
  private readonly positions = new Map<string, number>();
  private currentKey: string;
  private writingKey = false;
  private target: number | null = null;
  /** The position back/forward returned to, kept until the next navigation so views can ask for it again. */
  private popTarget: number | null = null;
  private framesLeft = 0;

  constructor() {
    history.scrollRestoration = 'manual';
    this.currentKey = this.ensureKey();
  }

  /** True while this class itself is writing a key into history.state (that replaceState is not a navigation). */
  isOwnWrite(): boolean {
    return this.writingKey;
  }

  /** Called right after the history entry changed, while the old page is still on screen. */
  entered(kind: 'push' | 'replace' | 'pop'): void {
    if (kind === 'replace') {
      this.currentKey = this.ensureKey();
      return;
    }
    this.positions.set(this.currentKey, window.scrollY);
    this.currentKey = this.ensureKey();
    if (kind === 'pop') this.restore(this.positions.get(this.currentKey) ?? 0);
    else this.startNewPage();
  }

  /** Tries the pending restore again (the page's content has rendered since). */
  retry(): void {
    if (this.popTarget === null) return;
    this.target = this.popTarget;
    this.framesLeft = restoreFrames;
    this.step();
  }

  private startNewPage(): void {
    this.target = null;
    this.popTarget = null;
    requestAnimationFrame(() => {
      const anchor = decodeURIComponent(location.hash.slice(1));
      const element = anchor === '' ? null : document.getElementById(anchor);
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
    });
  }

  private restore(position: number): void {
    this.target = position;
    this.popTarget = position;
    this.framesLeft = restoreFrames;
    requestAnimationFrame(() => this.step());
  }

  // The previous page may still be loading its data: keep scrolling until the document is tall enough.
  private step(): void {
    if (this.target === null) return;
    window.scrollTo(0, this.target);
    if (Math.abs(window.scrollY - this.target) < 2 || this.framesLeft <= 0) {
      this.target = null;
      return;
    }
    this.framesLeft -= 1;
    requestAnimationFrame(() => this.step());
  }

  private ensureKey(): string {
    const state = history.state as KeyedState | null;
    if (state?.scrollKey) return state.scrollKey;
    const key = newKey();
    this.writingKey = true;
    try {
      history.replaceState({ ...(state ?? {}), scrollKey: key }, '');
    } finally {
      this.writingKey = false;
    }
    return key;
  }
}
