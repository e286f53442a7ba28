import { POST as receive } from "../route";

/** A registration without the throwaway parameter gets Efí's "/pix" in the path: the same handler answers. */
export const POST = receive;
