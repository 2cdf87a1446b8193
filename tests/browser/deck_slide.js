// The slide that reveal.js shows now, for deckcheck.py (page.evaluate(this file)): its index,
// its heading, whether its content overflows the slide's frame (.frame, a box of the deck's
// size) and, for every picture on it, how large the bitmap is drawn (object-fit: contain draws
// it inside the <img> box) and whether that box lies inside the frame. Sizes are in the deck's
// own pixels (reveal.js scales the slides to the window; the scale is divided out).
/* global Reveal */
() => {
  const slide = Reveal.getCurrentSlide();
  const frame = slide.querySelector(".frame") || slide;
  const scale = Reveal.getScale() || 1;
  const outer = frame.getBoundingClientRect();
  const heading = slide.querySelector("h1, h2");
  const images = Array.from(slide.querySelectorAll("img"), (img) => {
    const box = img.getBoundingClientRect();
    const fit = Math.min(box.width / (img.naturalWidth || 1),
      box.height / (img.naturalHeight || 1));
    return {
      src: img.getAttribute("src") || "",
      drawnWidth: Math.round((img.naturalWidth * fit) / scale),
      drawnHeight: Math.round((img.naturalHeight * fit) / scale),
      inside:
        box.left >= outer.left - 1 &&
        box.top >= outer.top - 1 &&
        box.right <= outer.right + 1 &&
        box.bottom <= outer.bottom + 1,
    };
  });
  return {
    index: Reveal.getIndices().h,
    heading: heading ? heading.textContent.trim() : "",
    contentWidth: frame.scrollWidth,
    contentHeight: frame.scrollHeight,
    frameWidth: frame.clientWidth,
    frameHeight: frame.clientHeight,
    images,
  };
}
