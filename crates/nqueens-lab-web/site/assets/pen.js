// The teacher's pen: free lines drawn over the board with the pointer
// (presentation mode), kept in the board's own coordinates so that they
// stay on their squares when the board is resized, and cleared with a key
// or when the slide changes.

const INK = '#d55e00';

export class Pen {
  /** A pen over `board` (the board's canvas), drawing on a canvas laid over it. */
  constructor(board) {
    this.board = board;
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'pen';
    this.canvas.setAttribute('aria-hidden', 'true');
    board.parentElement.append(this.canvas);
    this.ctx = this.canvas.getContext('2d');
    this.strokes = [];
    this.on = false;
    let stroke = null;
    const point = (event) => {
      const r = this.canvas.getBoundingClientRect();
      return [(event.clientX - r.left) / r.width, (event.clientY - r.top) / r.height];
    };
    this.canvas.addEventListener('pointerdown', (event) => {
      if (!this.on) return;
      stroke = [point(event)];
      this.strokes.push(stroke);
      this.canvas.setPointerCapture(event.pointerId);
    });
    this.canvas.addEventListener('pointermove', (event) => {
      if (!stroke) return;
      stroke.push(point(event));
      this.draw();
    });
    const end = () => {
      stroke = null;
    };
    this.canvas.addEventListener('pointerup', end);
    this.canvas.addEventListener('pointercancel', end);
  }

  /** Takes the pen up or puts it down; returns whether it is on. */
  toggle(on = !this.on) {
    this.on = on;
    this.canvas.classList.toggle('on', on);
    this.place();
    return on;
  }

  /** Wipes what the pen drew. */
  clear() {
    this.strokes = [];
    this.draw();
  }

  /** Lays the pen's canvas over the board as it is now, and draws the strokes again. */
  place() {
    const stage = this.board.parentElement.getBoundingClientRect();
    const r = this.board.getBoundingClientRect();
    Object.assign(this.canvas.style, {
      left: `${r.left - stage.left}px`,
      top: `${r.top - stage.top}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    });
    const ratio = window.devicePixelRatio || 1;
    const w = Math.round(r.width * ratio);
    const h = Math.round(r.height * ratio);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    this.draw();
  }

  draw() {
    const { ctx, canvas } = this;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = INK;
    ctx.lineWidth = Math.max(3, canvas.width * 0.008);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const stroke of this.strokes) {
      ctx.beginPath();
      stroke.forEach(([x, y], i) => (i ? ctx.lineTo(x * canvas.width, y * canvas.height) : ctx.moveTo(x * canvas.width, y * canvas.height)));
      if (stroke.length === 1) ctx.lineTo(stroke[0][0] * canvas.width + 0.5, stroke[0][1] * canvas.height);
      ctx.stroke();
    }
    this.canvas.dataset.strokes = String(this.strokes.length);
  }
}
