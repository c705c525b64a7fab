export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
