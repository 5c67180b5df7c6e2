import { getImageProps } from "next/image";
import { fillImageSources, fixedImageSources } from "@/lib/client/image-sources";

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
    ["/uploads/logos/tiny.png", 16],
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

/** What next/image renders for an image of this source filling its box at these sizes. */
function nextFillImage(src: string, sizes: string) {
  const { props } = getImageProps({
    src,
    alt: "",
    fill: true,
    sizes,
    unoptimized: !src.startsWith("/"),
  });
  return { src: props.src, srcSet: props.srcSet };
}

describe("fillImageSources", () => {
  it.each([
    ["/uploads/mockups/m 1.png", "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"],
    ["/uploads/mockups/m.webp?v=3", "100vw"],
    ["/uploads/mockups/m.jpg", "(min-width: 768px) 33vw, 5vw"],
    ["/uploads/mockups/m.jpg", "400px"],
  ])("gives the sources next/image gives %s at %s", (src, sizes) => {
    expect(fillImageSources(src, sizes)).toEqual(nextFillImage(src, sizes));
  });

  it("leaves an SVG or another host's address as it is, as next/image does", () => {
    for (const src of ["/uploads/mockups/scene.svg", "https://cdn.example.com/m.png"]) {
      expect(fillImageSources(src, "100vw")).toEqual({ src });
      expect(nextFillImage(src, "100vw")).toEqual({ src, srcSet: undefined });
    }
  });
});
