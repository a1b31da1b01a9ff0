import { fill, messages, pageTitle } from '@kanat/shared/i18n/full';
import { EmptyState, LinkButton, useDocumentTitle } from '@kanat/shared/ui';
import styled from 'styled-components';
import { useStaffRoles } from '../ui/use-staff-roles';
import { type ConsoleSection, sectionHref, sectionsFor } from './console-sections';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  list-style: none;
`;

/**
 * The address of a section the person's roles do not open (a link kept from before a role
 * change, a typed address): says so in Turkish, names their roles and links to the sections
 * they have. The section's area is never loaded; the server would refuse its calls anyway.
 */
export function SectionRefused({ section }: { section: ConsoleSection }) {
  const roles = useStaffRoles();
  const t = messages.adminConsole.refused;
  useDocumentTitle(pageTitle(fill(messages.adminConsole.pageName, { section: t.pageName })));
  const names = roles.map((role) => messages.staffRoles[role]).join(', ');
  const open = sectionsFor(roles);
  return (
    <section data-testid="section-refused">
      <EmptyState
        icon="alert"
        title={fill(t.title, { section: section.title })}
        description={`${fill(t.yourRoles, { roles: names || t.noRoles })} ${t.askAdministrator}`}
        action={
          open.length > 0 ? (
            <nav aria-label={t.yourSections}>
              <Links>
                {open.map((own) => (
                  <li key={own.path}>
                    <LinkButton to={sectionHref(own)} $variant="secondary" $size="sm">
                      {own.title}
                    </LinkButton>
                  </li>
                ))}
              </Links>
            </nav>
          ) : undefined
        }
      />
    </section>
  );
}
