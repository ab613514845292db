export function PrivacyPage() {
  return null;
}
