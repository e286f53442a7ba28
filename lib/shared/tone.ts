/**
 * What a status, a badge or a card means by its colour, named by meaning: lib/ says the tone and
 * the components choose the classes (components/ui/badge.tsx TONE_VARIANT), so both themes keep
 * their contrast in one place. `severe` is the orange between warning and danger (docs/SPEC.md §4,
 * a pendente service order).
 */
export type Tone = "success" | "warning" | "severe" | "danger" | "info" | "accent" | "muted" | "neutral";

/** A badge as a view hands it to a component: the text shown and its tone. */
export type BadgeView = { label: string; tone: Tone };
