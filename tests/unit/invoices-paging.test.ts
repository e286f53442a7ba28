import { describe, expect, it } from "vitest";
import { OPEN_INVOICES_PAGE_SIZE, otherInvoicesOffset, otherInvoicesPageCount, pageFromParam } from "@/lib/billing/invoices/paging";

describe("open invoices' pages", () => {
  it("reads ?pagina= as a whole number from 1, anything else as the first page", () => {
    expect(pageFromParam(undefined)).toBe(1);
    expect(pageFromParam("2")).toBe(2);
    expect(pageFromParam(["3", "4"])).toBe(3);
    for (const bad of ["", "0", "-1", "1.5", "abc", "2e3", " 2", "99999999", "100000"]) expect(pageFromParam(bad), bad).toBe(1);
    expect(pageFromParam("10000")).toBe(10_000);
  });

  it("puts the next invoice first and 12 further ones on each page", () => {
    expect(OPEN_INVOICES_PAGE_SIZE).toBe(12);
    expect(otherInvoicesOffset(1)).toBe(1);
    expect(otherInvoicesOffset(2)).toBe(13);
    expect(otherInvoicesOffset(3)).toBe(25);
  });

  it("counts pages of the further invoices, at least one", () => {
    expect([0, 1, 2, 13, 14, 25, 26, 300].map(otherInvoicesPageCount)).toEqual([1, 1, 1, 1, 2, 2, 3, 25]);
  });
});
