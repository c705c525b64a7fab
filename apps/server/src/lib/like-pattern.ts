/** Text for a LIKE pattern with its wildcards and the escape character (backslash) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
