// The catalogue's generated pictures come in 800, 400 and 240 px (docs/api.md, mall/goods/detail);
// a 64 px thumbnail needs the smallest, so it does not compete with the main image's download.
const GALLERY_PICTURE = /^(\/media\/goods\/\d+\/\d+\/)800\.jpg$/;

export function thumbnailOf(image: string): string {
  return image.replace(GALLERY_PICTURE, '$1240.jpg');
}
