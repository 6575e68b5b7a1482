/** Clipboard behind a seam (tests observe it; older browsers may lack it). */
export const clipboard = {
  write(text: string): Promise<void> {
    if (!navigator.clipboard) return Promise.reject(new Error('Clipboard unavailable'));
    return navigator.clipboard.writeText(text);
  },
};
