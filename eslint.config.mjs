import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", ".test-data/**", "test-results/**", "next-env.d.ts", "bench/out/**"] },
  {
    // docs/ARCHITECTURE.md: server actions live in actions.ts beside their route and reach components as props.
    files: ["components/**", "lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app/*/**", "@/app/**/actions"],
              message: "Server actions reach components as props from their page (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
