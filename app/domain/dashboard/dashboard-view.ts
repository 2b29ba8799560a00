import type { When } from "#app/lib/when.ts";

/** Spec §9 "Dashboard": the four numbers on the back office's first page. */
export interface DashboardStats {
  activeProjects: number;
  newProjects: number;
  totalProjects: number;
  fewLeft: number;
}

/** One line of Recent Activity (spec §2): who did what, and when. */
export interface ActivityItem {
  id: number;
  actor: string;
  action: string;
  entity: string;
  summary: string;
  when: When;
}
