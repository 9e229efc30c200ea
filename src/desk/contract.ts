/**
 * What the desk's pages and its server routes exchange, the front door of the contract: the run-time
 * values both use (contract/constants.ts) and the TypeScript types of every body and answer of the
 * desk's API. Each type is the `Static` of a TypeBox schema in contract/ that the server's routes
 * declare, so what the browser reads is what the server checks and serialises. Only types come
 * from the schema modules: the browser's bundle carries no TypeBox. Node-free and React-free; the
 * one part of src/desk/ the server may import (lint zones say so).
 */

export * from './contract/constants.ts';
export type { DeliveryView } from './contract/delivery.ts';
export type { EndSession, MySession, MySessions } from './contract/sessions.ts';
export type { MySettings, RemindersChange } from './contract/my-settings.ts';
export type { ReplyTimeInsights } from './contract/reply-times.ts';
export type { InboxPage, InboxQuery, InboxRow } from './contract/inbox.ts';
export type {
  ChoiceFigure,
  FormInsights,
  FunnelStepFigure,
  InsightQuery,
  WeeklyLeads,
  WeeklyQuery,
} from './contract/insights.ts';
export type {
  AnsweredOtherWay,
  AssigneeChange,
  AuditLine,
  LeadConsent,
  LeadDetail,
  LeadJob,
  LeadNote,
  LeadPrint,
  NewNote,
  StatusChange,
} from './contract/lead.ts';
export type {
  AuthenticationStart,
  CeremonyAnswer,
  EnrolmentAnswer,
  EnrolmentRequest,
  EnrolmentStart,
  MyPasskey,
  MyPasskeys,
  RegistrationStart,
  RemovePasskey,
} from './contract/passkeys.ts';
export type {
  AccessReportData,
  CloseRequest,
  EraseRequest,
  HeldLead,
  NewRequest,
  PrivacyRequest,
  PrivacyRequests,
} from './contract/requests.ts';
export type { LeadReport, ReadinessSnapshot, ReportAnswer, ReportItem, ReportSection } from './contract/report.ts';
export type { NewReply, ReplyComposer, ReplyDraft, SentReply } from './contract/reply.ts';
export type { DeskError, Done, FormRef, Requeued, SessionInfo } from './contract/shared.ts';
export type { InviteMade, MemberEmail, NewInvite, TeamView } from './contract/team.ts';
