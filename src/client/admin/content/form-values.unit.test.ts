import { describe, expect, it } from 'vitest';
import apiKeys from '../sections/api-keys/api-keys.section';
import blog from '../sections/blog/blog.section';
import careers from '../sections/careers/careers.section';
import coreExpertise from '../sections/core-expertise/core-expertise.section';
import featured from '../sections/featured/featured.section';
import redirects from '../sections/redirects/redirects.section';
import services from '../sections/services/services.section';
import team from '../sections/team/team.section';
import { formFields, initialValues, requiredFields, withoutUnchanged } from './form-values';
import type { FormItem } from './section-description';

const SECTIONS = { team, services, coreExpertise, featured, careers, blog, apiKeys, redirects };
const fieldsOf = (form: unknown) => formFields(form as FormItem<Record<string, unknown>>[]);

describe('content section descriptions', () => {
  it.each(Object.entries(SECTIONS))('the %s form edits every field of its schema, once', (_name, section) => {
    const names = fieldsOf(section.form).map((field) => field.name);
    expect([...names].sort()).toEqual(Object.keys(section.schema.shape).sort());
  });

  it('marks required exactly the fields the schema will not let be left out', () => {
    expect([...requiredFields(team.schema)].sort()).toEqual(['bio', 'name', 'title']);
    expect([...requiredFields(blog.schema)]).toEqual(['title']);
  });
});

describe('form values', () => {
  it('a new API key starts with no scopes and no expiry', () => {
    expect(initialValues(fieldsOf(apiKeys.form), null, 1)).toEqual({ name: '', scopes: [], expiresOn: null });
  });

  it('a new service starts active, with no features, the default icon and the next order', () => {
    expect(initialValues(fieldsOf(services.form), null, 7)).toEqual({
      title: '',
      description: '',
      longDescription: '',
      features: [],
      iconType: 'define',
      order: 7,
      isActive: true,
    });
  });

  it('a stored icon the form does not offer is edited as the default; saved values are kept', () => {
    const stored = { id: 3, title: 'Data', description: 'Reports', iconType: 'Rocket', customIconUrl: '/icon.svg', order: 2 };
    expect(initialValues(fieldsOf(coreExpertise.form), stored, 9)).toEqual({
      title: 'Data',
      description: 'Reports',
      iconType: 'Target',
      customIconUrl: '/icon.svg',
      order: 2,
    });
  });

  it("a redirect's status is edited as a number: a new one is 301, a stored 302 stays 302", () => {
    const fields = fieldsOf(redirects.form);
    expect(initialValues(fields, null, 1)).toEqual({ fromPath: '', toPath: '', status: 301 });
    expect(initialValues(fields, { id: 1, fromPath: '/a', toPath: '/b', status: 302 }, 1)).toEqual({ fromPath: '/a', toPath: '/b', status: 302 });
  });

  it('an update leaves out an unchanged slug and sends a changed one; a new post sends it', () => {
    const fields = fieldsOf(blog.form);
    const post = { id: 1, title: 'Old', slug: 'old' };
    expect(withoutUnchanged(fields, { title: 'New', slug: 'old' }, post)).toEqual({ title: 'New' });
    expect(withoutUnchanged(fields, { title: 'New', slug: 'new' }, post)).toEqual({ title: 'New', slug: 'new' });
    expect(withoutUnchanged(fields, { title: 'New', slug: 'old' }, null)).toEqual({ title: 'New', slug: 'old' });
  });
});
