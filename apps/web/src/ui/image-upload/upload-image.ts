import {
  type CropImageBody,
  IMAGE_UPLOAD_FIELD,
  type ImageRef,
  type UploadedImage,
} from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST {base}upload with the one file, then POST {base}{id}/crop with the box (images.md). */
export async function uploadAndCropImage(
  uploadBase: string,
  file: File,
  box: CropImageBody,
): Promise<ImageRef> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  const uploaded = await api.post<UploadedImage>(`/${uploadBase}upload`, form);
  const cropped = await api.post<UploadedImage>(`/${uploadBase}${uploaded.id}/crop`, box);
  return { id: cropped.id, link: cropped.link };
}

export function useUploadAndCropImage(uploadBase: string) {
  return useMutation({
    mutationFn: ({ file, box }: { file: File; box: CropImageBody }) =>
      uploadAndCropImage(uploadBase, file, box),
  });
}
