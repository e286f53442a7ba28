/**
 * Values the test build is made with in place of real secrets; the browser
 * suite then checks that none of them reached the files sent to browsers.
 */
export const BUILD_SECRET_SENTINELS = {
  AUTH_SECRET: "sentinel-auth-secret-4f9a1c7e2b8d4a6f9e0c3b5a7d1e2f40",
  SGP_TOKEN: "sentinel-sgp-token-8c2e4a6b",
  SGP_PASSWORD: "sentinel-sgp-password-1d3f5b7a",
  EFI_CLIENT_SECRET: "sentinel-efi-secret-9b1d3f5e",
  EFI_CERT_PASSPHRASE: "sentinel-efi-passphrase-2a4c6e8f",
  VAPID_PRIVATE_KEY: "sentinel-vapid-private-7e9a1c3d",
  NOTIFY_API_TOKEN: "sentinel-notify-token-5f7b9d1a",
} as const;
