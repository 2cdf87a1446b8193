// Every <img> of the page and the figure around it, for sitecheck.py
// (page.evaluate(this file, {content, timeout})).
//
// `content` is a list of CSS selectors for the page's content (the article body): the first
// element that the first matching selector finds is the content, or the whole <body> when none
// matches. Waits (at most `timeout` ms)
// for every image to finish loading, lazy ones included, then returns one entry per image:
//   src      its address (as loaded, or as written)
//   alt      its alt attribute, or null when it has none
//   ok       whether it loaded: complete with a natural width, or (for an SVG with no intrinsic
//            size) decodable; a 404 or an undecodable file is not
//   content  whether it lies inside the page's content
//   figure   whether it lies inside a <figure>; number: the text of that figure's caption
//            number (Sphinx's figcaption span.caption-number, "Figure 2.1 "), or null
//   diagram  the id of the figure.attnviz-diagram around it, "" for one without an id, or null
async ({ content, timeout }) => {
  const images = Array.from(document.images);
  images.forEach((img) => {
    if (img.loading === "lazy") img.loading = "eager";
  });
  await Promise.all(
    images.map((img) =>
      img.complete
        ? null
        : new Promise((done) => {
            img.addEventListener("load", done, { once: true });
            img.addEventListener("error", done, { once: true });
            setTimeout(done, timeout);
          }),
    ),
  );
  const root =
    content.map((selector) => document.querySelector(selector)).find((found) => found) ||
    document.body;
  const loaded = async (img) => {
    if (!img.complete) return false;
    if (img.naturalWidth > 0) return true;
    return img.decode().then(
      () => true,
      () => false,
    );
  };
  return Promise.all(
    images.map(async (img) => {
      const figure = img.closest("figure");
      const number = figure && figure.querySelector(":scope > figcaption .caption-number");
      const diagram = img.closest("figure.attnviz-diagram");
      return {
        src: img.currentSrc || img.getAttribute("src") || "(no src)",
        alt: img.getAttribute("alt"),
        ok: await loaded(img),
        content: root.contains(img),
        figure: !!figure,
        number: number ? number.textContent.trim() : null,
        diagram: diagram ? diagram.id : null,
      };
    }),
  );
}
