export function ManualLicenseCheck() {
  return null;
}
