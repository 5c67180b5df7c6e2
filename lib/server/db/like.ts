/** Escape LIKE wildcards so that a search for "100%" finds "100%". */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere, wildcards in it taken literally. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
