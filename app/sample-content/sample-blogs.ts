/**
 * The five sample blog posts offered by the seeding buttons (spec §2, §7). Content is plain text with
 * paragraphs separated by blank lines (newlines become <br> on the page) and a few simple tags.
 * The first two carry their Tamil texts too (issue "Tamil and English"), in the same markup.
 */
import type { BlogInput, BlogStatus } from "#app/domain/blogs/blog.ts";
import type { SampleDrawing } from "#app/sample-content/painter/drawings.ts";

export type SampleBlog = Omit<BlogInput, "featuredImage"> & {
  status: BlogStatus;
  picture: SampleDrawing;
  /** How long before the seeding the post was written, so the samples carry different dates. */
  daysAgo: number;
};

export const sampleBlogs: SampleBlog[] = [
  {
    title: "How to Check DTCP Approval Before Buying a Plot in Tamil Nadu",
    slug: "how-to-check-dtcp-approval-before-buying-a-plot-in-tamil-nadu",
    excerpt:
      "An approved layout protects your right to build, get a building permit and connect utilities. Here is a simple checklist for verifying DTCP or CMDA approval and the title documents before you pay an advance.",
    author: "Karthik Subramanian",
    category: "Legal Advice",
    tags: ["DTCP", "Legal", "Plots", "Guide"],
    status: "Published",
    picture: { scene: "aerial", seed: 101 },
    daysAgo: 4,
    titleTa: "தமிழ்நாட்டில் மனை வாங்கும் முன் DTCP அங்கீகாரத்தைச் சரிபார்ப்பது எப்படி?",
    slugTa: "மனை-வாங்கும்-முன்-dtcp-அங்கீகாரத்தைச்-சரிபார்ப்பது-எப்படி",
    excerptTa:
      "அங்கீகாரம் பெற்ற மனைப்பிரிவில் உள்ள மனைக்குத்தான் கட்டட அனுமதி, மின் இணைப்பு, குடிநீர் இணைப்பு எல்லாம் எளிதாகக் கிடைக்கும். முன்பணம் கொடுப்பதற்கு முன் DTCP அல்லது CMDA அங்கீகாரத்தையும் உரிமை ஆவணங்களையும் சரிபார்க்க ஓர் எளிய பட்டியல் இதோ.",
    contentTa: `மனை வாங்குவது பல குடும்பங்களுக்கு முதல் பெரிய சொத்து முடிவு. தமிழ்நாட்டில் அதில் மிக முக்கியமான சோதனை, அந்த மனைப்பிரிவுக்கு உரிய திட்ட அமைப்பின் அங்கீகாரம் இருக்கிறதா என்பதுதான். சென்னைப் பெருநகரப் பகுதிக்கு வெளியே உள்ள குடியிருப்பு மனைப்பிரிவுகளுக்கு நகர் ஊரமைப்பு இயக்ககம் (DTCP) அங்கீகாரம் வழங்குகிறது. சென்னைப் பெருநகரப் பகுதிக்குள் சென்னைப் பெருநகர வளர்ச்சிக் குழுமம் (CMDA) அங்கீகாரம் வழங்குகிறது.

<h3>அங்கீகாரம் ஏன் முக்கியம்?</h3>

அங்கீகாரம் பெற்ற மனைப்பிரிவில் சாலை அகலம், பொது இடத்துக்கான ஒதுக்கீடு, வடிகால், அணுகு வழி ஆகியவை முன்பே சரிபார்க்கப்பட்டிருக்கும். அத்தகைய மனைகளுக்குக் கட்டட வரைபட அனுமதி, மின் இணைப்பு, குடிநீர் இணைப்பு, வங்கிக் கடன் ஆகியவை மிக எளிதாகக் கிடைக்கும். அங்கீகாரம் இல்லாத மனைப்பிரிவில் உள்ள மனைகளைப் பின்னர் வரன்முறைப்படுத்த வேண்டியிருக்கும்; அதற்கு நிபந்தனைகளும் கட்டணங்களும் உண்டு. சில மனைகள் வரன்முறைக்கே தகுதி பெறாமல் போகலாம்.

<h3>ஓர் எளிய சரிபார்ப்புப் பட்டியல்</h3>

<strong>1. அங்கீகாரக் கடிதத்தையும் அங்கீகரிக்கப்பட்ட மனைப்பிரிவு வரைபடத்தையும் கேளுங்கள்.</strong> மனைப்பிரிவு அங்கீகார எண், தேதியுடன் கூடிய அங்கீகாரக் கடிதத்தையும் அங்கீகரிக்கப்பட்ட வரைபடத்தின் நகலையும் மேம்பாட்டாளர் காட்ட வேண்டும். உங்கள் மனை எண், அதன் அளவுகள், அதன் முன் உள்ள சாலை ஆகியவை விளம்பரக் கையேட்டில் உள்ளபடியே அங்கீகரிக்கப்பட்ட வரைபடத்திலும் இருக்கின்றனவா என்று பாருங்கள்.

<strong>2. சர்வே எண்களைப் பொருத்திப் பாருங்கள்.</strong> அங்கீகாரக் கடிதத்தில் நிலத்தின் சர்வே எண்கள் குறிப்பிடப்பட்டிருக்கும். அவை கிரயப் பத்திரம், பட்டா, வில்லங்கச் சான்றிதழ் ஆகியவற்றில் உள்ள சர்வே எண்களுடன் ஒத்துப்போக வேண்டும்.

<strong>3. பட்டா, சிட்டாவைச் சரிபாருங்கள்.</strong> நிலம் யாருக்குச் சொந்தம் என்பதைக் காட்டும் வருவாய்ப் பதிவேடுதான் பட்டா. அது விற்பவர் அல்லது மேம்பாட்டாளர் பெயரில் இருக்கிறதா, நீங்கள் எதிர்பார்க்கும் பயன்பாட்டுக்கு ஏற்ப நிலம் வகைப்படுத்தப்பட்டிருக்கிறதா என்று உறுதி செய்யுங்கள். தமிழ்நாடு அரசின் நிலப் பதிவேடு இணையச் சேவைகள் வழியாகப் பட்டா, சிட்டா விவரங்களை இணையத்திலேயே பார்க்கலாம்.

<strong>4. வில்லங்கச் சான்றிதழ் (EC) பெறுங்கள்.</strong> பதிவுத் துறை வழங்கும் வில்லங்கச் சான்றிதழில், நீங்கள் கேட்கும் காலத்தில் அந்தச் சொத்தின் மீது பதிவான பரிவர்த்தனைகள் அனைத்தும் இருக்கும். விடுவிக்கப்படாத அடமானமோ நிலுவையில் உள்ள விற்பனையோ இல்லை என்பதை உறுதிசெய்ய, பலர் குறைந்தது 30 ஆண்டுகளுக்குச் சரிபார்க்கிறார்கள்.

<strong>5. மூல ஆவணங்களைப் பாருங்கள்.</strong> முந்தைய கிரயப் பத்திரங்கள், தானப் பத்திரங்கள், பாகப்பிரிவினைப் பத்திரங்கள் வழியாக உரிமை எப்படி கைமாறி வந்திருக்கிறது என்பதைக் கண்டறியுங்கள். அந்தத் தொடர்ச்சியில் ஏதேனும் இடைவெளி இருந்தால், அதற்குத் தெளிவான விளக்கமும் ஆவணமும் இருக்க வேண்டும்.

<strong>6. பொருந்தும் இடங்களில் RERA பதிவைச் சரிபாருங்கள்.</strong> பெரிய மனைப்பிரிவுத் திட்டங்கள் தமிழ்நாடு ரியல் எஸ்டேட் ஒழுங்குமுறை ஆணையத்தில் பதிவு செய்யப்பட வேண்டும். பதிவு எண் விளம்பரக் கையேட்டில் இருக்க வேண்டும்; அதை TNRERA இணையதளத்தில் நீங்களே தேடிப் பார்க்கலாம்.

<h3>சட்ட ஆலோசனை பெறுங்கள்</h3>

எல்லாம் சரியாக இருப்பதுபோல் தோன்றினாலும், ஒப்பந்தத்தில் கையெழுத்திடும் முன்போ பெரிய தொகையை முன்பணமாகக் கொடுக்கும் முன்போ, சார்பற்ற ஒரு வழக்கறிஞரிடம் ஆவணங்களைக் காட்டி ஆலோசனை பெறுங்கள். கடன் அனுமதிப்பதற்கு முன் வங்கிகளும் தங்கள் சொந்தச் சட்ட, தொழில்நுட்ப ஆய்வைச் செய்கின்றன; அதுவும் பயனுள்ள கூடுதல் சோதனை.

நேர்மையான மேம்பாட்டாளர் இந்தக் கேள்விகளை வரவேற்று, ஒவ்வோர் ஆவணத்தின் நகலையும் தருவார். அங்கீகாரத்தையோ உரிமை ஆவணங்களையோ காட்டத் தயங்கும் விற்பனையாளரிடம், சற்று நிதானித்து முடிவெடுப்பதே நல்லது.`,
    content: `Buying a plot is often a family's first big property decision. In Tamil Nadu, one of the most important checks is whether the layout has been approved by the right planning authority. Outside the Chennai Metropolitan Area, residential layouts are approved by the Directorate of Town and Country Planning (DTCP). Inside the Chennai Metropolitan Area, the approving authority is the Chennai Metropolitan Development Authority (CMDA).

<h3>Why approval matters</h3>

An approved layout has been checked for road widths, open space reservation, drainage and access. Plots in an approved layout can get a building plan permit, electricity and water connections, and bank loans far more easily. Plots in unapproved layouts may need regularisation later, which comes with conditions and fees, and some plots may not qualify at all.

<h3>A simple checklist</h3>

<strong>1. Ask for the approval letter and the approved layout plan.</strong> The developer should show you the approval letter with its layout approval number and date, and a copy of the approved plan. Check that your plot number, its dimensions and the road in front of it appear on the approved plan exactly as shown in the brochure.

<strong>2. Match the survey numbers.</strong> The approval letter lists the survey numbers of the land. These must match the survey numbers in the sale deed, the patta and the encumbrance certificate.

<strong>3. Check the patta and chitta.</strong> The patta is the revenue record that shows who owns the land. Confirm that it stands in the name of the seller or the developer, and that the land is classified for the use you expect. Patta and chitta details can be viewed online through the Tamil Nadu land records services.

<strong>4. Get an encumbrance certificate (EC).</strong> The EC from the Registration Department lists the registered transactions on the property for the period you ask for. Many buyers check at least 30 years to make sure there is no unreleased mortgage or pending sale.

<strong>5. Look at the parent documents.</strong> Trace the chain of ownership through earlier sale deeds, settlement deeds or partition deeds. Any break in the chain should be explained and documented.

<strong>6. Check RERA registration where it applies.</strong> Larger plotted developments must be registered with the Tamil Nadu Real Estate Regulatory Authority. The registration number should appear on the brochure, and you can look it up on the TNRERA website.

<h3>Take a legal opinion</h3>

Even when everything looks in order, ask an independent advocate to read the documents before you sign an agreement or pay a large advance. Banks do their own legal and technical scrutiny before sanctioning a loan, which is another useful check.

A genuine developer will welcome these questions and share copies of every document. If a seller is reluctant to show the approval or the title papers, treat that as a reason to pause.`,
  },
  {
    title: "RERA for Plot Buyers: What It Protects and How to Verify a Project",
    slug: "rera-for-plot-buyers-what-it-protects-and-how-to-verify-a-project",
    excerpt:
      "The Real Estate (Regulation and Development) Act, 2016 covers plotted developments too. Learn what RERA registration means for you and how to check a project on the TNRERA website.",
    author: "Priya Ramesh",
    category: "Real Estate Tips",
    tags: ["RERA", "Legal", "Real Estate", "Tips", "Plots"],
    status: "Published",
    picture: { scene: "entrance", seed: 102 },
    daysAgo: 11,
    titleTa: "மனை வாங்குவோருக்கு RERA: அது தரும் பாதுகாப்பும் திட்டத்தைச் சரிபார்க்கும் முறையும்",
    slugTa: "மனை-வாங்குவோருக்கு-rera-பாதுகாப்பும்-சரிபார்க்கும்-முறையும்",
    excerptTa:
      "ரியல் எஸ்டேட் (ஒழுங்குமுறை மற்றும் மேம்பாடு) சட்டம், 2016 மனைப்பிரிவுத் திட்டங்களுக்கும் பொருந்தும். RERA பதிவு உங்களுக்கு என்ன தருகிறது, TNRERA இணையதளத்தில் ஒரு திட்டத்தை எப்படிச் சரிபார்ப்பது என்று தெரிந்துகொள்ளுங்கள்.",
    contentTa: `RERA அடுக்குமாடிக் குடியிருப்புகளுக்கு மட்டுமே என்று பலர் நினைக்கிறார்கள். உண்மையில், ரியல் எஸ்டேட் (ஒழுங்குமுறை மற்றும் மேம்பாடு) சட்டம், 2016 மனைப்பிரிவுத் திட்டங்களுக்கும் பொருந்தும். தமிழ்நாட்டில் இத்தகைய திட்டங்கள் தமிழ்நாடு ரியல் எஸ்டேட் ஒழுங்குமுறை ஆணையத்தில் (TNRERA) பதிவு செய்யப்படுகின்றன.

<h3>எந்தத் திட்டங்கள் பதிவு செய்யப்பட வேண்டும்?</h3>

பொதுவாக, மேம்படுத்தப்படும் நிலம் 500 சதுர மீட்டருக்கு மேல் இருந்தாலோ, மனைகளின் எண்ணிக்கை எட்டுக்கு மேல் இருந்தாலோ, சட்டத்தில் உள்ள விலக்குகளுக்கு உட்பட்டு அந்தத் திட்டம் பதிவு செய்யப்பட வேண்டும். பதிவு செய்வதற்கு முன் அத்தகைய திட்டத்தின் மேம்பாட்டாளர் மனைகளை விளம்பரப்படுத்தவோ, சந்தைப்படுத்தவோ, முன்பதிவு செய்யவோ, விற்கவோ கூடாது. பதிவு பெற்ற திட்டங்களில் மனை விற்கும் தரகர்களும் தனியாகப் பதிவு பெற வேண்டும்.

<h3>பதிவு உங்களுக்குத் தருவது என்ன?</h3>

<strong>வெளிப்படைத்தன்மை.</strong> பதிவின்போது மேம்பாட்டாளர் அங்கீகாரங்கள், அங்கீகரிக்கப்பட்ட மனைப்பிரிவு வரைபடம், நில உரிமை விவரங்கள், திட்டக் கால அட்டவணை ஆகியவற்றைப் பதிவேற்றுகிறார். முடிவெடுக்கும் முன் இவற்றை நீங்கள் படிக்கலாம்.

<strong>உங்கள் பணத்துக்குக் கட்டுப்பாடு.</strong> வாங்குவோரிடம் வசூலிக்கும் தொகையில் பெரும்பகுதியைத் தனிக் கணக்கில் வைத்து, அந்தத் திட்டத்தின் நிலம், மேம்பாட்டுச் செலவுகளுக்கு மட்டுமே பயன்படுத்த வேண்டும் என்று சட்டம் கூறுகிறது.

<strong>முன்பணத்துக்கு வரம்பு.</strong> எழுத்துப்பூர்வ விற்பனை ஒப்பந்தம் செய்து அதைப் பதிவு செய்யாமல், மேம்பாட்டாளர் விலையில் பத்து சதவீதத்துக்கு மேல் முன்பணமாகவோ விண்ணப்பக் கட்டணமாகவோ வாங்கக் கூடாது.

<strong>உங்களுக்குத் தெரியாமல் மாற்றம் இல்லை.</strong> சட்டம் கோரும் ஒப்புதல் இல்லாமல், அங்கீகரிக்கப்பட்ட மனைப்பிரிவு வரைபடத்தையும் விவரக்குறிப்புகளையும் மாற்ற முடியாது.

<strong>புகார் அளிக்க ஓர் அமைப்பு.</strong> வாக்குறுதி அளித்தபடி மேம்பாட்டாளர் செய்து தரவில்லை என்றால், ஆணையத்திடம் புகார் அளிக்கலாம்; ஆணையம் இழப்பீடோ வட்டியோ வழங்க உத்தரவிடலாம்.

<h3>ஒரு திட்டத்தைச் சரிபார்ப்பது எப்படி?</h3>

1. விளம்பரக் கையேடு, இணையதளம் அல்லது தளத்தில் உள்ள விளம்பரப் பலகையில் அச்சிடப்பட்டுள்ள RERA பதிவு எண்ணைக் குறித்துக்கொள்ளுங்கள்.

2. TNRERA இணையதளத்துக்குச் சென்று, பதிவு பெற்ற திட்டங்களின் பட்டியலில் அந்த எண்ணையோ திட்டத்தின் பெயரையோ தேடுங்கள்.

3. திட்டப் பக்கத்தைத் திறந்து, மேம்பாட்டாளரின் பெயர், சர்வே எண்கள், மனைகளின் எண்ணிக்கை, நிறைவுத் தேதி ஆகியவற்றை உங்களிடம் சொல்லப்பட்டவற்றுடன் ஒப்பிடுங்கள்.

4. பதிவேற்றப்பட்ட அங்கீகார ஆவணங்களைப் படித்து, உங்களுக்குக் காட்டப்படும் மனை அங்கீகரிக்கப்பட்ட வரைபடத்துடன் பொருந்துகிறதா என்று பாருங்கள்.

5. காலாண்டு முன்னேற்ற அறிக்கைகளையும், திட்டத்தின் மீது பதிவான புகார்கள் அல்லது உத்தரவுகளையும் சரிபாருங்கள்.

<h3>RERA செய்யாதவை</h3>

பதிவு என்பது நில உரிமைக்கோ எதிர்கால விலைக்கோ உத்தரவாதம் அல்ல. பட்டா, வில்லங்கச் சான்றிதழ், மூல ஆவணங்கள் ஆகியவற்றை நீங்களே சரிபார்ப்பதற்கும், சார்பற்ற சட்ட ஆலோசனைக்கும் அது மாற்று ஆகாது. கவனமான சரிபார்ப்புடன் சேர்ந்து செயல்படும்போது RERA ஒரு வலுவான பாதுகாப்பு வலை என்று நினைத்துக்கொள்ளுங்கள்.`,
    content: `Many buyers think RERA is only about apartments. In fact, the Real Estate (Regulation and Development) Act, 2016 also applies to plotted developments. In Tamil Nadu, projects are registered with the Tamil Nadu Real Estate Regulatory Authority (TNRERA).

<h3>Which projects must register</h3>

As a general rule, a project must be registered when the land proposed to be developed is more than 500 square metres or the number of units is more than eight, subject to the exemptions in the Act. A promoter of such a project cannot advertise, market, book or sell plots before it is registered. Real estate agents who sell in registered projects also need their own registration.

<h3>What registration gives you</h3>

<strong>Disclosure.</strong> At registration the promoter uploads the approvals, the approved layout plan, the land title details and the project timeline. You can read these before you decide.

<strong>Discipline with your money.</strong> The Act requires the promoter to keep a large share of the money collected from buyers in a separate account, to be used for the land and development costs of that project.

<strong>Limits on advances.</strong> A promoter cannot take more than ten percent of the cost as an advance or application fee without first entering into a written agreement for sale and registering it.

<strong>No changes behind your back.</strong> The approved layout and specifications cannot be changed without the consent the Act requires.

<strong>A forum for complaints.</strong> If the promoter does not deliver as promised, you can file a complaint with the Authority, which can order compensation or interest.

<h3>How to verify a project</h3>

1. Note the RERA registration number printed on the brochure, the website or the hoarding at the site.

2. Visit the TNRERA website and search the list of registered projects for that number or the project name.

3. Open the project page and compare the promoter's name, the survey numbers, the number of plots and the completion date with what you have been told.

4. Read the uploaded approval documents and check that the layout matches the plot you are being offered.

5. Check the quarterly progress updates and any complaints or orders listed against the project.

<h3>What RERA does not do</h3>

Registration is not a guarantee of title or of future prices. It does not replace your own due diligence on the patta, the encumbrance certificate and the parent documents, nor an independent legal opinion. Think of RERA as a strong safety net that works best together with careful checking.`,
  },
  {
    title: "Vastu Tips for Choosing a Residential Plot",
    slug: "vastu-tips-for-choosing-a-residential-plot",
    excerpt:
      "Facing, shape and slope are the first things many families look at when choosing a plot. Here are the traditional Vastu guidelines, explained simply, with a few practical notes.",
    author: "Meenakshi Sundaram",
    category: "Vastu Tips",
    tags: ["Plots", "Tips", "Property", "Guide"],
    status: "Published",
    picture: { scene: "sunrise-plots", seed: 103 },
    daysAgo: 23,
    content: `For many families in Tamil Nadu, Vastu Shastra is part of how a home is planned, and it starts with the plot itself. Whether you follow Vastu closely or simply want to keep resale options open, these traditional guidelines are worth knowing. Treat them as preferences to weigh alongside location, documents and budget.

<h3>Facing of the plot</h3>

The facing is the side of the plot that touches the road. East facing and north facing plots are traditionally considered the most auspicious for homes, because they receive the morning sun and allow the main entrance in a favourable direction. West and south facing plots are not "bad"; with a well designed house plan they work well, and they are often priced a little lower.

<h3>Shape of the plot</h3>

Square and rectangular plots are preferred, because they make it easy to plan rooms and open spaces in balance. Irregular plots with cut or missing corners are traditionally avoided, especially when the north-east corner is cut. A plot that is slightly wider at the back than at the front is considered good for residences.

<h3>Slope and level</h3>

Traditionally, the ground should slope gently down towards the north or the east, so that rainwater flows in that direction. A plot that is higher in the south and west is considered favourable. This is also practical: a proper slope helps drainage and keeps water away from the foundation.

<h3>Surroundings</h3>

Vastu advises caution with plots at the end of a T-junction, where a road runs straight into the plot. Large trees or poles directly in front of the main entrance are also traditionally avoided. Check the neighbourhood too: a temple, a school or a park nearby is usually seen as positive.

<h3>Soil and water</h3>

Firm, well drained soil is preferred for a home. Before you build, a simple soil test by your structural engineer will tell you more than any rule of thumb, and it also guides the foundation design.

<h3>Practical notes</h3>

<strong>Ask for the layout plan early.</strong> In an approved layout you can see the facing, shape and road width of every plot before you choose.

<strong>Corner plots</strong> have two road sides and more light and ventilation, and they often cost more.

<strong>Balance belief and budget.</strong> A good architect can apply Vastu principles to almost any regular plot. Title, approvals and location should always come first, and Vastu can guide the choice among plots that pass those checks.`,
  },
  {
    title: "Plot Loan vs Home Loan: Which One Fits Your Plan?",
    slug: "plot-loan-vs-home-loan-which-one-fits-your-plan",
    excerpt:
      "A plot loan, a home loan and a composite loan work differently in eligibility, down payment and tax treatment. Here is how to choose the one that suits your timeline.",
    author: "Senthil Kumar",
    category: "Finance",
    tags: ["Finance", "Investment", "Plots", "Guide"],
    status: "Published",
    picture: { scene: "avenue", seed: 104 },
    daysAgo: 37,
    content: `When you plan to buy a plot, one of the first questions is how to fund it. Banks and housing finance companies offer three common products: a plot loan, a home loan and a composite loan. They look similar but differ in important ways.

<h3>Plot loan</h3>

A plot loan (also called a land loan) funds the purchase of a residential plot. Lenders usually finance only plots in approved layouts within municipal or planning limits, with clear title and direct road access. Agricultural land is generally not financed this way.

The share of the plot value a lender will finance is usually lower than for a home loan, and it varies from lender to lender, so plan for a larger down payment. The repayment tenure may also be shorter than for a home loan.

<h3>Home loan</h3>

A home loan funds the purchase of a ready house or apartment, or the construction of a house. Because a house is considered stronger security, home loans usually come with longer tenures and a higher share of the value financed.

<h3>Composite loan</h3>

A composite loan combines the two: it funds the plot now and the construction later. The lender releases money for construction in stages as the work progresses. Most lenders expect construction to begin within a set period after the plot is bought, so this suits buyers who want to build soon.

<h3>Tax treatment</h3>

Income tax benefits for housing loans are designed for a house, not for bare land. Interest and principal on a loan used only to buy a plot generally do not qualify for these deductions. With a composite loan, benefits may become available once construction is completed, subject to the rules of the tax regime you choose. Tax rules change, so confirm the current position with a tax adviser before you decide.

<h3>Which one should you choose?</h3>

<strong>Building within a year or two?</strong> A composite loan often works best, because one lender handles both the plot and the construction.

<strong>Buying now and building later?</strong> A plot loan or your own savings may suit you better. Keep the plot's documents ready, since you will need them again for the construction loan.

<strong>Buying as a long-term investment?</strong> Compare the loan cost with your expected holding period. Interest without any tax benefit adds up over the years.

<h3>Documents lenders usually ask for</h3>

Identity and address proof, income proof, the sale agreement, the layout approval, the patta, the encumbrance certificate and the parent documents. A plot in an approved, RERA registered layout with clear title is much easier to finance, so check this before you pay an advance.`,
  },
  {
    title: "Why Coimbatore's Saravanampatti Corridor Keeps Growing",
    slug: "why-coimbatores-saravanampatti-corridor-keeps-growing",
    excerpt:
      "IT campuses, colleges and steady road improvements have made Saravanampatti one of Coimbatore's busiest residential neighbourhoods. Here is what drives demand and what to check before you buy.",
    author: "Arun Prakash",
    category: "Location Guide",
    tags: ["Coimbatore", "Investment", "Market Trends", "Real Estate"],
    status: "Draft",
    picture: { scene: "hillside", seed: 105 },
    daysAgo: 52,
    content: `Saravanampatti, on the Sathyamangalam Road in the north of Coimbatore, has changed a great deal over the last decade. What was once a quiet suburb is now one of the city's busiest residential neighbourhoods. Here is what drives that demand, and what a plot buyer should keep in mind.

<h3>Jobs close to home</h3>

The area is home to several IT parks and software campuses, along with engineering and arts colleges. People who work or study here prefer to live nearby, which creates steady demand for rental homes and, in turn, for plots on which to build them.

<h3>Connectivity</h3>

Sathyamangalam Road links Saravanampatti to Gandhipuram and the city centre, while the Avinashi Road and the airport are reachable through connecting roads. As the city grows northwards, road upgrades and new link roads have made the surrounding villages easier to reach, and layouts are now coming up further out along the corridor.

<h3>Everyday convenience</h3>

Schools, hospitals, supermarkets and restaurants have followed the residents. For families, this means a plot here is not just an investment but a place where daily life is already well supported.

<h3>What to check before you buy</h3>

<strong>Approvals.</strong> Confirm that the layout is approved by the DTCP or the local planning authority, and that the plot you are offered appears on the approved layout plan.

<strong>RERA registration.</strong> For larger projects, check the registration number on the TNRERA website and read the uploaded documents.

<strong>Title documents.</strong> Verify the patta, the encumbrance certificate and the parent documents, and take an independent legal opinion.

<strong>Access and water.</strong> Visit the site in person. Check the width and condition of the approach road, the availability of water and the drainage, especially during the monsoon.

<strong>Distance that really matters.</strong> Brochures often quote distances to landmarks. Drive the route at peak hours to see how long it actually takes.

<h3>A balanced view</h3>

Growth corridors attract many new projects, and prices can differ widely between layouts that look similar on paper. Compare a few options, look at how developed the immediate surroundings are, and buy with a time horizon that suits you. A well documented plot in a growing neighbourhood is a sound base for a future home, but no location guarantees a particular return.`,
  },
];
