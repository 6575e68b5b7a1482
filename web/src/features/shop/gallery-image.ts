export interface GalleryImage {
  src: string;
  alt: string;
}

/** The photo `index` names after stepping past either end (so -1 is the last photo). */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;
