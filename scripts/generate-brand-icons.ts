/**
 * `npx tsx scripts/generate-brand-icons.ts`: writes each brand's PNG icons (lib/platform/brand/assets.ts)
 * under public/brands/<id>/ from its SVG icon (config/brands.ts `favicon`) and light theme colour.
 * Dev-only: the PNGs are committed; run it again after changing a brand's icon or colour.
 * Uses sharp, which Next.js installs for image optimisation.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brandIds, brands, type Brand } from "@/config/brands";
import { brandAssetPath, brandIcons, type BrandIcon } from "@/lib/platform/brand/assets";

const publicDir = path.resolve(import.meta.dirname, "..", "public");
/** The brand SVGs draw on a 36×36 box: a white rounded square, then the glyph in the brand colour. */
const BOX = 36;
const BACKGROUND_RECT = /<rect width="36" height="36"[^>]*\/>/;

function glyphOf(brand: Brand): string {
  const svg = fs.readFileSync(path.join(publicDir, brand.favicon), "utf8");
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner || !BACKGROUND_RECT.test(inner)) throw new Error(`${brand.favicon}: ícone fora do formato esperado`);
  return inner.replace(BACKGROUND_RECT, "").trim();
}

/** An SVG of `size` pixels: an optional background, and the glyph in `colour` scaled around the centre. */
function drawing(
  size: number,
  glyph: string,
  options: { colour: string; scale: number; background?: string; brandColour: string },
): string {
  const recoloured = glyph.replaceAll(options.brandColour, options.colour);
  const centre = BOX / 2;
  const background = options.background ? `<rect width="${BOX}" height="${BOX}" fill="${options.background}"/>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${BOX} ${BOX}">${background}` +
    `<g transform="translate(${centre} ${centre}) scale(${options.scale}) translate(${-centre} ${-centre})">${recoloured}</g></svg>`
  );
}

async function writePng(brand: Brand, icon: BrandIcon, svg: string, opaque: boolean) {
  const file = path.join(publicDir, brandAssetPath(brand.id, icon.file));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let image = sharp(Buffer.from(svg)).resize(icon.size, icon.size);
  if (opaque) image = image.flatten({ background: "#ffffff" });
  await image.png({ compressionLevel: 9, palette: !opaque }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)} (${icon.size}×${icon.size})`);
}

for (const id of brandIds) {
  const brand = brands[id];
  const colour = brand.themeColor.light;
  const glyph = glyphOf(brand);
  const original = fs.readFileSync(path.join(publicDir, brand.favicon), "utf8");
  const asDrawn = (size: number) => original.replace(/width="36" height="36" viewBox/, `width="${size}" height="${size}" viewBox`);
  await writePng(brand, brandIcons.any192, asDrawn(brandIcons.any192.size), false);
  await writePng(brand, brandIcons.any512, asDrawn(brandIcons.any512.size), false);
  // 0.6 keeps the whole glyph inside the safe zone, a circle of 40% of the width around the centre.
  await writePng(
    brand,
    brandIcons.maskable512,
    drawing(512, glyph, { colour: "#ffffff", scale: 0.6, background: colour, brandColour: colour }),
    true,
  );
  await writePng(
    brand,
    brandIcons.appleTouch,
    drawing(180, glyph, { colour: "#ffffff", scale: 0.7, background: colour, brandColour: colour }),
    true,
  );
  await writePng(brand, brandIcons.badge, drawing(96, glyph, { colour: "#ffffff", scale: 0.9, brandColour: colour }), false);
}
