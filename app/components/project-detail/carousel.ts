/** Spec §4 and §9: the project detail's main image moves on every 5000 ms. */
export const rotationIntervalMs = 5000;

export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

export function previousIndex(current: number, count: number): number {
  return count > 0 ? (current - 1 + count) % count : 0;
}

export interface RotationState {
  count: number;
  /** The visitor is pointing at or has focus in the gallery, or has the lightbox open. */
  paused: boolean;
  reducedMotion: boolean;
}

/** Moving pictures only help when there is more than one and nobody is looking closely or asked for stillness. */
export function shouldRotate({ count, paused, reducedMotion }: RotationState): boolean {
  return count > 1 && !paused && !reducedMotion;
}
