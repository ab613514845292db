import type { TeamMemberDto } from '../../../src/modules/team/team-member.schema';
import { lines, pageTitle, settingsOf } from '../support/expected';
import { apiGet, expect, expectSectionAt, open, test, uniqueTag } from '../support/fixtures';

/** A member without a photo gets a monogram tile (decision 046): an image by its role and name, drawn with their initials. */
const MONOGRAM = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

test.describe('team page', () => {
  test('a grid of member cards: photo, name, title, two-line bio, social links when present, View Profile', async ({ page, request, admin }) => {
    // A member with nothing optional proves the monogram and the absent links.
    const tag = uniqueTag('Member ');
    const bare = await admin.create<TeamMemberDto>('team', { name: `${tag} Bare`, title: 'Associate', bio: 'Joined recently.', order: 900_000 });
    const members = await apiGet<TeamMemberDto[]>(request, 'team');
    const settings = await settingsOf(request);

    await open(page, '/team');
    await expect(page).toHaveTitle(pageTitle(settings, 'Meet Our Team'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Our Team');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/#team');

    const cards = page.locator('main .chakra-card__root');
    await expect(cards).toHaveCount(members.length);
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(members.map((member) => member.name));
    for (const member of members) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 2, name: member.name, exact: true }) });
      const portrait = card.getByRole('img', { name: member.name });
      if (member.photoUrl) await expect(portrait).toHaveAttribute('src', member.photoUrl);
      else await expect(portrait).toHaveText(MONOGRAM(member.name));
      await expect(card.getByText(member.title, { exact: true })).toBeVisible();
      const bio = card.getByText(member.bio.split('\n')[0]!.trim().slice(0, 40));
      await expect(bio).toHaveCSS('-webkit-line-clamp', '2');
      const linkedin = card.getByRole('link', { name: `${member.name} on LinkedIn` });
      const twitter = card.getByRole('link', { name: `${member.name} on Twitter` });
      if (member.linkedinUrl) await expect(linkedin).toHaveAttribute('href', member.linkedinUrl);
      else await expect(linkedin).toHaveCount(0);
      if (member.twitterUrl) await expect(twitter).toHaveAttribute('href', member.twitterUrl);
      else await expect(twitter).toHaveCount(0);
      await expect(card.getByRole('link', { name: /^View Profile/ })).toHaveAttribute('href', `/team/${member.id}`);
    }

    // Three columns on a desktop screen: the first three cards share a row.
    const tops = await cards.evaluateAll((elements) =>
      elements.slice(0, 3).map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);

    await page.getByRole('link', { name: `View Profile: ${bare.name}` }).click();
    await expect(page).toHaveURL(`/team/${bare.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare.name);
  });

  test('Back to Home returns to the home team section', async ({ page }) => {
    await open(page, '/team');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/#team');
    await expectSectionAt(page, 'team');
  });
});

test.describe('team member page', () => {
  test('shows photo, name, title, quote, bio paragraphs, achievements, email, department, specialties and links', async ({ page, request }) => {
    const settings = await settingsOf(request);
    const members = await apiGet<TeamMemberDto[]>(request, 'team');
    const member = members.find((m) => m.quote && m.achievements && m.email && m.department && m.specialties && m.linkedinUrl && m.twitterUrl && m.photoUrl);
    if (!member) throw new Error('the demo content has a fully described member');

    await open(page, `/team/${member.id}`);
    await expect(page).toHaveTitle(pageTitle(settings, member.name));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
    await expect(page.getByRole('img', { name: member.name })).toHaveAttribute('src', member.photoUrl!);
    await expect(page.getByText(member.title, { exact: true }).first()).toBeVisible();
    await expect(page.locator('blockquote')).toContainText(member.quote!);

    const bio = page.locator('div', { has: page.getByRole('heading', { level: 2, name: 'Biography' }) }).last();
    for (const paragraph of lines(member.bio)) await expect(bio.getByText(paragraph, { exact: true })).toBeVisible();
    const achievements = page.locator('div', { has: page.getByRole('heading', { level: 2, name: 'Key Achievements' }) }).last();
    await expect(achievements.getByRole('listitem')).toHaveText(lines(member.achievements));

    await expect(page.getByRole('link', { name: member.email! })).toHaveAttribute('href', `mailto:${member.email}`);
    await expect(page.getByText(member.department!, { exact: true })).toBeVisible();
    for (const specialty of member.specialties!.split(',').map((item) => item.trim())) {
      await expect(page.getByText(specialty, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: `${member.name} on LinkedIn` })).toHaveAttribute('href', member.linkedinUrl!);
    await expect(page.getByRole('link', { name: `${member.name} on Twitter` })).toHaveAttribute('href', member.twitterUrl!);

    await page.locator('main').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/#contact');
    await expectSectionAt(page, 'contact');
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Team' }).click();
    await expect(page).toHaveURL('/team');
  });

  test('a member with only the required fields shows the monogram and no optional blocks', async ({ page, admin }) => {
    const tag = uniqueTag('Member ');
    const member = await admin.create<TeamMemberDto>('team', {
      name: `${tag} Minimal`,
      title: 'Analyst',
      bio: 'First paragraph of the biography.\nSecond paragraph of the biography.',
      order: 900_001,
    });
    await open(page, `/team/${member.id}`);
    await expect(page.getByRole('img', { name: member.name })).toHaveText(MONOGRAM(member.name));
    await expect(page.getByText('First paragraph of the biography.', { exact: true })).toBeVisible();
    await expect(page.getByText('Second paragraph of the biography.', { exact: true })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveCount(0);
    for (const heading of ['Key Achievements', 'Email', 'Department', 'Specialties']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: /on LinkedIn|on Twitter/ })).toHaveCount(0);
  });

  test('an unknown id shows Team Member Not Found with HTTP 404', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const settings = await settingsOf(request);
    const path = '/team/987654';
    const response = await open(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Member Not Found');
    await expect(page.getByText("We couldn't find the team member you're looking for.")).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(settings, 'Team Member Not Found'));
    await page.getByRole('link', { name: 'Return to Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Our Team');
  });
});
