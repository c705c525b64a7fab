import {
  type AnswerOf,
  type CropImageBody,
  endpointUrl,
  IMAGE_UPLOAD_FIELD,
  type ImageRef,
} from '@paybook/contracts';
import type { ImageUploadBase } from '@paybook/contracts/endpoints/images';
import { discardImages, imageUploadsByBase } from '@paybook/contracts/endpoints/images';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST {base}upload with the one file, then POST {base}{id}/crop with the box (images.md). */
export async function uploadAndCropImage(
  uploadBase: ImageUploadBase,
  file: File,
  box: CropImageBody,
): Promise<ImageRef> {
  const { upload, crop } = imageUploadsByBase[uploadBase];
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  // The upload's body is a multipart form, which callEndpoint cannot send (the declaration has no body
  // schema): its method and address still come from the declaration (apiRequest adds /api itself).
  const uploaded = await apiRequest<AnswerOf<typeof upload>>(
    upload.method,
    endpointUrl(upload).slice('/api'.length),
    { body: form },
  );
  const cropped = await callEndpoint(crop, { params: { id: uploaded.id }, body: box });
  return { id: cropped.id, link: cropped.link };
}

export function useUploadAndCropImage(uploadBase: ImageUploadBase) {
  return useMutation({
    mutationFn: ({ file, box }: { file: File; box: CropImageBody }) =>
      uploadAndCropImage(uploadBase, file, box),
  });
}

/**
 * spec 3 §7 `DELETE images`: the image a field no longer holds (replaced or removed) is deleted at once if
 * nothing shows it; the server keeps one a saved record still shows. Best effort: what it misses, the
 * server's housekeeping of day-old unused uploads takes.
 */
export function discardReplacedImage(previous: ImageRef | null, next: ImageRef | null): void {
  if (!previous || previous.id === next?.id) return;
  // The wire form of ids is comma-separated, as a list's String() writes it.
  callEndpoint(discardImages, { query: { ids: [previous.id] } }).catch(() => undefined);
}
