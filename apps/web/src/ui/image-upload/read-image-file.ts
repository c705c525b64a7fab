import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@paybook/contracts';

/** A chosen file, ready for the crop modal: its local address and its size as the browser shows it. */
export type ChosenImage = { file: File; url: string; width: number; height: number };

export type ImageProblem = 'selectOne' | 'tooLarge' | 'wrongType' | 'tooSmall';

function measure(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * The checks the server repeats (spec 1 §5, §9), made before anything is sent: exactly one file, an
 * image type, at most 4 MB, at least the minimum size. The caller revokes `url` when done.
 */
export async function readImageFiles(
  files: readonly File[],
  minimum: { width: number; height: number },
): Promise<ChosenImage | ImageProblem> {
  const [file] = files;
  if (!file || files.length !== 1) return 'selectOne';
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  const url = URL.createObjectURL(file);
  const size = await measure(url);
  if (!size) {
    URL.revokeObjectURL(url);
    return 'wrongType';
  }
  if (size.width < minimum.width || size.height < minimum.height) {
    URL.revokeObjectURL(url);
    return 'tooSmall';
  }
  return { file, url, ...size };
}
