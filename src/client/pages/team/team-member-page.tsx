export function TeamMemberPage() {
  return null;
}
