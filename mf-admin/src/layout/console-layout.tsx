import { messages } from '@kanat/shared/i18n/full';
import { Container, SectionNotFound } from '@kanat/shared/ui';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { narrowScreen } from '../ui/narrow-screen';
import { useStaffRoles } from '../ui/use-staff-roles';
import { AreaSlot } from './area-slot';
import { type ConsoleSection, consoleSections, opensSection } from './console-sections';
import { SectionMenu, SideNav } from './section-nav';
import { SectionRefused } from './section-refused';

const Frame = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg}px;
  padding-bottom: ${({ theme }) => theme.space.xxl}px;
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.xxl}px;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 230px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg}px;

  ${narrowScreen} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// A plain block: the site's frame already has the page's one <main>.
const Content = styled.div`
  min-width: 0;
`;

/**
 * The console's frame: its title, the section navigation (a side list on wide screens, a
 * menu button on phones) and the content, where the chosen section's area renders its own
 * nested routes. A section the person's roles do not open is neither listed nor loaded: its
 * address shows a refusal with links to the sections they have.
 */
export function ConsoleLayout() {
  const roles = useStaffRoles();
  const slot = (section: ConsoleSection) =>
    opensSection(roles, section) ? (
      <AreaSlot key={section.path || 'home'} section={section} />
    ) : (
      <SectionRefused key={section.path || 'home'} section={section} />
    );
  return (
    <Frame data-testid="admin-console">
      <Head>
        <Title>{messages.adminConsole.title}</Title>
        <SectionMenu />
      </Head>
      <Body>
        <SideNav />
        <Content>
          <Routes>
            {consoleSections.map((section) =>
              section.path === '' ? (
                <Route key="home" index element={slot(section)} />
              ) : (
                <Route key={section.path} path={`${section.path}/*`} element={slot(section)} />
              ),
            )}
            <Route path="*" element={<SectionNotFound />} />
          </Routes>
        </Content>
      </Body>
    </Frame>
  );
}
