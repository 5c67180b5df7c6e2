/** Image upload rules and texts (docs/product.md#image-uploads). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  invalidType: { title: "Invalid file type", description: "Please select an image file." },
  tooLarge: { title: "File too large", description: "Please select an image smaller than 5MB." },
  noFile: { title: "No file selected", description: "Please select an image to upload." },
  damaged: {
    title: "Damaged image",
    description: "The image file is damaged or not a supported image.",
  },
  hint: "PNG, JPG, SVG (Max 5MB)",
  failedTitle: "Upload failed",
  logoFailed: "Failed to upload logo",
  logoError: "An error occurred while uploading the logo.",
} as const;
