export function CareersPage() {
  return null;
}
