import { POST as receive } from "../route";

/** Efí's PIX notifications arrive at the registered URL plus /pix; the same handler answers both. */
export const POST = receive;
