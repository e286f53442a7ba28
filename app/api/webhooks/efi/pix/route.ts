/** Efí's PIX notifications arrive at the registered URL plus /pix; the same handler answers both. */
export { POST } from "../route";
