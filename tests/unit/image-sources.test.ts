import { getImageProps } from "next/image";
import { fixedImageSources } from "@/lib/client/image-sources";

/** What next/image renders for an image of this source at this fixed size. */
function nextImage(src: string, size: number) {
  const { props } = getImageProps({
    src,
    alt: "",
    width: size,
    height: size,
    unoptimized: !src.startsWith("/"),
  });
  return { src: props.src, srcSet: props.srcSet };
}

describe("fixedImageSources", () => {
  it.each([
    ["/uploads/logos/brand 1.png", 24],
    ["/uploads/avatars/u.webp?v=2", 32],
    ["/uploads/logos/x.jpg", 64],
    ["/uploads/avatars/u.png", 112],
    ["/uploads/big.png", 3000],
  ])("gives the sources next/image gives %s at %i px", (src, size) => {
    expect(fixedImageSources(src, size)).toEqual(nextImage(src, size));
  });

  it("leaves an SVG mark as it is, as next/image does", () => {
    const src = "/uploads/logos/mark.svg";
    expect(fixedImageSources(src, 40)).toEqual({ src });
    expect(nextImage(src, 40)).toEqual({ src, srcSet: undefined });
  });

  it("leaves another host's address as it is, as next/image does unoptimized", () => {
    const src = "https://cdn.example.com/logo.png";
    expect(fixedImageSources(src, 32)).toEqual({ src });
    expect(nextImage(src, 32)).toEqual({ src, srcSet: undefined });
  });
});
