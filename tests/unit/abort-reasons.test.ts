import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { formatAbortReasonStacks } from "@/lib/platform/runtime/abort-reasons";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** Aborts a controller with an Error made in a method of a large object, then drops the object. */
function abortWithErrorFromMethod(): { controller: AbortController; holder: WeakRef<object> } {
  class RenderState {
    readonly rows = Array.from({ length: 100_000 }, (_, i) => ({ i }));
    finish() {
      return new Error("This render completed successfully.");
    }
  }
  const state = new RenderState();
  const controller = new AbortController();
  controller.abort(state.finish());
  return { controller, holder: new WeakRef(state) };
}

async function collected(ref: WeakRef<object>): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  gc();
  return ref.deref() === undefined;
}

describe("formatAbortReasonStacks", () => {
  it("without it, an abort reason's unread stack keeps the receiver of its frames alive", async () => {
    // The upstream behaviour the fix exists for; run before installing it.
    const { controller, holder } = abortWithErrorFromMethod();
    expect(await collected(holder)).toBe(false);
    expect(controller.signal.aborted).toBe(true);
  });

  it("with it, the reason keeps its stack as text and the frames are released", async () => {
    formatAbortReasonStacks();
    formatAbortReasonStacks(); // installing twice wraps once
    const { controller, holder } = abortWithErrorFromMethod();
    expect(await collected(holder)).toBe(true);
    const reason = controller.signal.reason as Error;
    expect(reason.message).toBe("This render completed successfully.");
    expect(reason.stack).toContain("finish");
  });

  it("aborting still behaves as before: listeners run once, with the same reason, and other reasons pass through", () => {
    const controller = new AbortController();
    const seen: unknown[] = [];
    controller.signal.addEventListener("abort", () => seen.push(controller.signal.reason));
    const reason = { code: "not an Error" };
    controller.abort(reason);
    controller.abort(new Error("second"));
    expect(seen).toEqual([reason]);
    expect(new AbortController().signal.aborted).toBe(false);
    const byDefault = new AbortController();
    byDefault.abort();
    expect((byDefault.signal.reason as DOMException).name).toBe("AbortError");
  });
});
