export function ServicesPage() {
  return null;
}
