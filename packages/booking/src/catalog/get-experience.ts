import { and, eq } from 'drizzle-orm';
import { experiences } from '@tenuta/db';
import type { Experience } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { toExperienceDto } from './experience-mapper.ts';

export async function getExperience({ db }: Pick<BookingDeps, 'db'>, id: number): Promise<Experience> {
  const [row] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.isActive, true), eq(experiences.partnersOnly, false)));
  if (!row) throw notFound('Experience');
  return toExperienceDto(row);
}
